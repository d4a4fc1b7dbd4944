#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000833.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift4_kernelPKxPKlPff(const long long *__restrict__, const long *, float *, float);
static void __device_stub__Z14probe15_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias23Pi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift4_kernelPKxPKlPff(const long long *__restrict__ __par0, const long *__par1, float *__par2, float __par3){ const long long *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const long long *__restrict__, const long *, float *, float))sift4_kernel)), 0U);}
# 12 "v000833.cu"
void sift4_kernel( const long long *__restrict__ __cuda_0,const long *__cuda_1,float *__cuda_2,float __cuda_3)
# 12 "v000833.cu"
{__device_stub__Z12sift4_kernelPKxPKlPff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 19 "v000833.cu"
}
# 1 "v000833.cudafe1.stub.c"
static void __device_stub__Z14probe15_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))probe15_kernel)), 0U); }
# 22 "v000833.cu"
static void probe15_kernel( float __cuda_0)
# 22 "v000833.cu"
{__device_stub__Z14probe15_kernelf( __cuda_0);
# 28 "v000833.cu"
}
# 1 "v000833.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias23Pi( int *__restrict__ __par0) {  int *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))bias23)), 0U); }
# 42 "v000833.cu"
void bias23( int *__restrict__ __cuda_0)
# 42 "v000833.cu"
{__device_stub__Z6bias23Pi( __cuda_0);
# 54 "v000833.cu"
}
# 1 "v000833.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__))bias23), _Z6bias23Pi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float))probe15_kernel), _Z14probe15_kernelf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const long long *__restrict__, const long *, float *, float))sift4_kernel), _Z12sift4_kernelPKxPKlPff, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
