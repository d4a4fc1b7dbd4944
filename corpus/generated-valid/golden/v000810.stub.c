#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000810.fatbin.c"
static void __device_stub__Z6grow11PKcPii(const char *__restrict__, int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter21_kernelPiPfS0_(int *__restrict__, float *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6grow11PKcPii(const char *__restrict__ __par0, int *__restrict__ __par1, int __par2){ const char *__T1;
 int *__T2;
__cudaLaunchPrologue(3);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__T2 = __par1;__cudaSetupArgSimple(__T2, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const char *__restrict__, int *__restrict__, int))grow11)), 0U);}
# 32 "v000810.cu"
static void grow11( const char *__restrict__ __cuda_0,int *__restrict__ __cuda_1,int __cuda_2)
# 32 "v000810.cu"
{__device_stub__Z6grow11PKcPii( __cuda_0,__cuda_1,__cuda_2);
# 39 "v000810.cu"
}
# 1 "v000810.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter21_kernelPiPfS0_( int *__restrict__ __par0,  float *__par1,  float *__par2) {  int *__T3;
__cudaLaunchPrologue(3); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, float *, float *))scatter21_kernel)), 0U); }
# 48 "v000810.cu"
void scatter21_kernel( int *__restrict__ __cuda_0,float *__cuda_1,float *__cuda_2)
# 48 "v000810.cu"
{__device_stub__Z16scatter21_kernelPiPfS0_( __cuda_0,__cuda_1,__cuda_2);
# 58 "v000810.cu"
}
# 1 "v000810.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *__restrict__, float *, float *))scatter21_kernel), _Z16scatter21_kernelPiPfS0_, 1024); __cudaRegisterEntry(__T4, ((void ( *)(const char *__restrict__, int *__restrict__, int))grow11), _Z6grow11PKcPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
