#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002125.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sweep7PKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count18_kernelPjPi(unsigned *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sweep7PKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))sweep7)), 0U);}
# 18 "v002125.cu"
void sweep7( const float *__cuda_0)
# 19 "v002125.cu"
{__device_stub__Z6sweep7PKf( __cuda_0);
# 29 "v002125.cu"
}
# 1 "v002125.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count18_kernelPjPi( unsigned *__restrict__ __par0,  int *__par1) {  unsigned *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, int *))count18_kernel)), 0U); }
# 38 "v002125.cu"
void count18_kernel( unsigned *__restrict__ __cuda_0,int *__cuda_1)
# 39 "v002125.cu"
{__device_stub__Z14count18_kernelPjPi( __cuda_0,__cuda_1);
# 47 "v002125.cu"
}
# 1 "v002125.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *__restrict__, int *))count18_kernel), _Z14count18_kernelPjPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *))sweep7), _Z6sweep7PKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
