#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001827.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick7_kernelaPdPKy(signed char, double *, const unsigned long long *);
static void __device_stub__Z14apply28_kernelIfEvPKT_PjS2_S0_(const float *, unsigned *, const float *__restrict__, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick7_kernelaPdPKy(signed char __par0, double *__par1, const unsigned long long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(signed char, double *, const unsigned long long *))kick7_kernel)), 0U);}
# 17 "v001827.cu"
void kick7_kernel( signed char __cuda_0,double *__cuda_1,const unsigned long long *__cuda_2)
# 17 "v001827.cu"
{__device_stub__Z12kick7_kernelaPdPKy( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001827.cudafe1.stub.c"
static void __device_stub__Z14apply28_kernelIfEvPKT_PjS2_S0_( const float *__par0,  unsigned *__par1,  const float *__restrict__ __par2,  float __par3) {  const float *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, unsigned *, const float *__restrict__, float))apply28_kernel<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_apply28_kernel<float>( const float *&__cuda_0,unsigned *&__cuda_1,const float *__restrict__ &__cuda_2,float &__cuda_3){__device_stub__Z14apply28_kernelIfEvPKT_PjS2_S0_( (const float *&)__cuda_0,(unsigned *&)__cuda_1,(const float *&)__cuda_2,(float &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const float *, unsigned *, const float *__restrict__, float))apply28_kernel<float> ), _Z14apply28_kernelIfEvPKT_PjS2_S0_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(signed char, double *, const unsigned long long *))kick7_kernel), _Z12kick7_kernelaPdPKy, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
