#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002332.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7update8PKi(const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally19_kernelPKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7update8PKi(const int *__restrict__ __par0){ const int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__))update8)), 0U);}
# 12 "v002332.cu"
void update8( const int *__restrict__ __cuda_0)
# 12 "v002332.cu"
{__device_stub__Z7update8PKi( __cuda_0);

}
# 1 "v002332.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally19_kernelPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))tally19_kernel)), 0U); }
# 31 "v002332.cu"
void tally19_kernel( const int *__cuda_0)
# 31 "v002332.cu"
{__device_stub__Z14tally19_kernelPKi( __cuda_0);


}
# 1 "v002332.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const int *))tally19_kernel), _Z14tally19_kernelPKi, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const int *__restrict__))update8), _Z7update8PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
