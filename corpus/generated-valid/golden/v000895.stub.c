#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000895.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot13Pf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply29_kernelPKiiPf(const int *, int, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum34iiPKx(int, int, const long long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern189scatter23EPii(int *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot13Pf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))pivot13)), 0U);}
# 29 "v000895.cu"
void pivot13( float *__cuda_0)
# 30 "v000895.cu"
{__device_stub__Z7pivot13Pf( __cuda_0);
# 36 "v000895.cu"
}
# 1 "v000895.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply29_kernelPKiiPf( const int *__par0,  int __par1,  float *__restrict__ __par2) {  float *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, float *__restrict__))apply29_kernel)), 0U); }
# 59 "v000895.cu"
void apply29_kernel( const int *__cuda_0,int __cuda_1,float *__restrict__ __cuda_2)
# 60 "v000895.cu"
{__device_stub__Z14apply29_kernelPKiiPf( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000895.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum34iiPKx( int __par0,  int __par1,  const long long *__restrict__ __par2) {  const long long *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, const long long *__restrict__))accum34)), 0U); }
# 65 "v000895.cu"
void accum34( int __cuda_0,int __cuda_1,const long long *__restrict__ __cuda_2)
# 66 "v000895.cu"
{__device_stub__Z7accum34iiPKx( __cuda_0,__cuda_1,__cuda_2);
# 77 "v000895.cu"
}
# 1 "v000895.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern189scatter23EPii( int *__restrict__ __par0,  int __par1) {  int *__T5;
__cudaLaunchPrologue(2); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int))kern18::scatter23)), 0U); }
# 48 "v000895.cu"
void kern18::scatter23( int *__restrict__ __cuda_0,int __cuda_1)
# 49 "v000895.cu"
{__device_stub__ZN6kern189scatter23EPii( __cuda_0,__cuda_1);
# 55 "v000895.cu"
}
# 1 "v000895.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, int))kern18::scatter23), _ZN6kern189scatter23EPii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, int, const long long *__restrict__))accum34), _Z7accum34iiPKx, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *, int, float *__restrict__))apply29_kernel), _Z14apply29_kernelPKiiPf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *))pivot13), _Z7pivot13Pf, (-1)); __cudaRegisterVariable(__T6, __shadow_var(_ZN6kern188c_norm28E,::kern18::c_norm28), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
