#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001683.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split17_kernelPKfPlPdf(const float *, long *__restrict__, double *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow23x(long long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce34_kerneljPm(unsigned, unsigned long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp41PKdPKfPdPKi(const double *, const float *, double *, const int *);
static void __device_stub__Z13rank28_kernelIiEvT_PKS0_(int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14split17_kernelPKfPlPdf(const float *__par0, long *__restrict__ __par1, double *__par2, float __par3){ long *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, long *__restrict__, double *, float))split17_kernel)), 0U);}
# 30 "v001683.cu"
void split17_kernel( const float *__cuda_0,long *__restrict__ __cuda_1,double *__cuda_2,float __cuda_3)
# 31 "v001683.cu"
{__device_stub__Z14split17_kernelPKfPlPdf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001683.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow23x( long long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long long))grow23)), 0U); }
# 38 "v001683.cu"
void grow23( long long __cuda_0)
# 39 "v001683.cu"
{__device_stub__Z6grow23x( __cuda_0);




}
# 1 "v001683.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce34_kerneljPm( unsigned __par0,  unsigned long *__restrict__ __par1) {  unsigned long *__T1;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned long *__restrict__))reduce34_kernel)), 0U); }
# 55 "v001683.cu"
void reduce34_kernel( unsigned __cuda_0,unsigned long *__restrict__ __cuda_1)
# 56 "v001683.cu"
{__device_stub__Z15reduce34_kerneljPm( __cuda_0,__cuda_1);
# 62 "v001683.cu"
}
# 1 "v001683.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp41PKdPKfPdPKi( const double *__par0,  const float *__par1,  double *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const double *, const float *, double *, const int *))warp41)), 0U); }
# 65 "v001683.cu"
void warp41( const double *__cuda_0,const float *__cuda_1,double *__cuda_2,const int *__cuda_3)
# 66 "v001683.cu"
{__device_stub__Z6warp41PKdPKfPdPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 73 "v001683.cu"
}
# 1 "v001683.cudafe1.stub.c"
static void __device_stub__Z13rank28_kernelIiEvT_PKS0_( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))rank28_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_rank28_kernel<int>( int &__cuda_0,const int *&__cuda_1){__device_stub__Z13rank28_kernelIiEvT_PKS0_( (int &)__cuda_0,(const int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, const int *))rank28_kernel<int> ), _Z13rank28_kernelIiEvT_PKS0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const double *, const float *, double *, const int *))warp41), _Z6warp41PKdPKfPdPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, unsigned long *__restrict__))reduce34_kernel), _Z15reduce34_kerneljPm, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long long))grow23), _Z6grow23x, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *, long *__restrict__, double *, float))split17_kernel), _Z14split17_kernelPKfPlPdf, 32); __cudaRegisterVariable(__T5, __shadow_var(d_pivot40,::d_pivot40), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
