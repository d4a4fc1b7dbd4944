#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001763.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale6Pii(int *, int);
static void __device_stub__Z9scatter10ifd(int, float, double);
static void __device_stub__Z14drift15_kernelPdPiPji(double *, int *, unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump37_kerneliPd(int, double *);
static void __device_stub__Z13sift30_kernelIjlEvT0_Pf(long, float *);
static void __device_stub__Z7weigh21IffEvT_PKT0_PS1_(float, const float *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale6Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))scale6)), 0U);}
# 16 "v001763.cu"
void scale6( int *__cuda_0,int __cuda_1)
# 16 "v001763.cu"
{__device_stub__Z6scale6Pii( __cuda_0,__cuda_1);
# 22 "v001763.cu"
}
# 1 "v001763.cudafe1.stub.c"
static void __device_stub__Z9scatter10ifd( int __par0,  float __par1,  double __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, float, double))scatter10)), 0U); }
# 24 "v001763.cu"
static void scatter10( int __cuda_0,float __cuda_1,double __cuda_2)
# 24 "v001763.cu"
{__device_stub__Z9scatter10ifd( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001763.cudafe1.stub.c"
static void __device_stub__Z14drift15_kernelPdPiPji( double *__par0,  int *__par1,  unsigned *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, int *, unsigned *, int))drift15_kernel)), 0U); }
# 31 "v001763.cu"
static void drift15_kernel( double *__cuda_0,int *__cuda_1,unsigned *__cuda_2,int __cuda_3)
# 31 "v001763.cu"
{__device_stub__Z14drift15_kernelPdPiPji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 37 "v001763.cu"
}
# 1 "v001763.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bump37_kerneliPd( int __par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, double *))bump37_kernel)), 0U); }
# 57 "v001763.cu"
void bump37_kernel( int __cuda_0,double *__cuda_1)
# 57 "v001763.cu"
{__device_stub__Z13bump37_kerneliPd( __cuda_0,__cuda_1);
# 64 "v001763.cu"
}
# 1 "v001763.cudafe1.stub.c"
static void __device_stub__Z13sift30_kernelIjlEvT0_Pf( long __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, float *))sift30_kernel<unsigned int, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift30_kernel<unsigned,long>( long &__cuda_0,float *&__cuda_1){__device_stub__Z13sift30_kernelIjlEvT0_Pf( (long &)__cuda_0,(float *&)__cuda_1);}
static void __device_stub__Z7weigh21IffEvT_PKT0_PS1_( float __par0,  const float *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, const float *, float *))weigh21<float, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh21<float,float>( float &__cuda_0,const float *&__cuda_1,float *&__cuda_2){__device_stub__Z7weigh21IffEvT_PKT0_PS1_( (float &)__cuda_0,(const float *&)__cuda_1,(float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, const float *, float *))weigh21<float, float> ), _Z7weigh21IffEvT_PKT0_PS1_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long, float *))sift30_kernel<unsigned int, long> ), _Z13sift30_kernelIjlEvT0_Pf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, double *))bump37_kernel), _Z13bump37_kerneliPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int *, unsigned *, int))drift15_kernel), _Z14drift15_kernelPdPiPji, 64); __cudaRegisterEntry(__T3, ((void ( *)(int, float, double))scatter10), _Z9scatter10ifd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))scale6), _Z6scale6Pii, 64); __cudaRegisterVariable(__T3, __shadow_var(c_count36,::c_count36), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
