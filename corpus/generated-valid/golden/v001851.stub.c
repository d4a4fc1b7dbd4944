#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001851.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score2_kerneliPKfPiPd(int, const float *, int *, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift28_kernellPKxPi(long, const long long *__restrict__, int *);
static void __device_stub__ZN6impl1014sweep14_kernelIfLi6EEEvT_f(float, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13score2_kerneliPKfPiPd(int __par0, const float *__par1, int *__par2, double *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const float *, int *, double *))score2_kernel)), 0U);}
# 7 "v001851.cu"
void score2_kernel( int __cuda_0,const float *__cuda_1,int *__cuda_2,double *__cuda_3)
# 7 "v001851.cu"
{__device_stub__Z13score2_kerneliPKfPiPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 14 "v001851.cu"
}
# 1 "v001851.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift28_kernellPKxPi( long __par0,  const long long *__restrict__ __par1,  int *__par2) {  const long long *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long, const long long *__restrict__, int *))drift28_kernel)), 0U); }
# 45 "v001851.cu"
void drift28_kernel( long __cuda_0,const long long *__restrict__ __cuda_1,int *__cuda_2)
# 45 "v001851.cu"
{__device_stub__Z14drift28_kernellPKxPi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001851.cudafe1.stub.c"
static void __device_stub__ZN6impl1014sweep14_kernelIfLi6EEEvT_f( float __par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(float, float))impl10::sweep14_kernel<float, (int)6> )), 0U); }namespace impl10{

template<> __specialization_static void __wrapper__device_stub_sweep14_kernel<float,6>( float &__cuda_0,float &__cuda_1){__device_stub__ZN6impl1014sweep14_kernelIfLi6EEEvT_f( (float &)__cuda_0,(float &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, float))impl10::sweep14_kernel<float, (int)6> ), _ZN6impl1014sweep14_kernelIfLi6EEEvT_f, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long, const long long *__restrict__, int *))drift28_kernel), _Z14drift28_kernellPKxPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const float *, int *, double *))score2_kernel), _Z13score2_kerneliPKfPiPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
