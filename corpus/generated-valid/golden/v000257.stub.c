#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000257.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15scatter5_kernelPfPKf(float *__restrict__, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_clamp37Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold38_kernelilPKi(int, long, const int *__restrict__);
static void __device_stub__Z14weigh14_kernelIldEvPT_fPKdS0_(long *__restrict__, float, const double *__restrict__, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15scatter5_kernelPfPKf(float *__restrict__ __par0, const float *__restrict__ __par1){ float *__T0;
 const float *__T1;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, const float *__restrict__))scatter5_kernel)), 0U);}
# 14 "v000257.cu"
void scatter5_kernel( float *__restrict__ __cuda_0,const float *__restrict__ __cuda_1)
# 14 "v000257.cu"
{__device_stub__Z15scatter5_kernelPfPKf( __cuda_0,__cuda_1);
# 20 "v000257.cu"
}
# 1 "v000257.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_clamp37Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_clamp37)), 0U); }
# 60 "v000257.cu"
void map_clamp37( int *__cuda_0,int __cuda_1)
# 60 "v000257.cu"
{__device_stub__Z11map_clamp37Pii( __cuda_0,__cuda_1); }
# 1 "v000257.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold38_kernelilPKi( int __par0,  long __par1,  const int *__restrict__ __par2) {  const int *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(int, long, const int *__restrict__))fold38_kernel)), 0U); }
# 62 "v000257.cu"
void fold38_kernel( int __cuda_0,long __cuda_1,const int *__restrict__ __cuda_2)
# 62 "v000257.cu"
{__device_stub__Z13fold38_kernelilPKi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000257.cudafe1.stub.c"
static void __device_stub__Z14weigh14_kernelIldEvPT_fPKdS0_( long *__restrict__ __par0,  float __par1,  const double *__restrict__ __par2,  long __par3) {  long *__T3;
 const double *__T4;
__cudaLaunchPrologue(4); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T4 = __par2; __cudaSetupArgSimple(__T4, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__, float, const double *__restrict__, long))weigh14_kernel<long, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh14_kernel<long,double>( long *__restrict__ &__cuda_0,float &__cuda_1,const double *__restrict__ &__cuda_2,long &__cuda_3){__device_stub__Z14weigh14_kernelIldEvPT_fPKdS0_( (long *&)__cuda_0,(float &)__cuda_1,(const double *&)__cuda_2,(long &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(long *__restrict__, float, const double *__restrict__, long))weigh14_kernel<long, double> ), _Z14weigh14_kernelIldEvPT_fPKdS0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, long, const int *__restrict__))fold38_kernel), _Z13fold38_kernelilPKi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *, int))map_clamp37), _Z11map_clamp37Pii, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float *__restrict__, const float *__restrict__))scatter5_kernel), _Z15scatter5_kernelPfPKf, (-1)); __cudaRegisterVariable(__T8, __shadow_var(d_drift13,::d_drift13), 0, 4UL, 0, 0); __cudaRegisterVariable(__T8, __shadow_var(d_apply43,::d_apply43), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
