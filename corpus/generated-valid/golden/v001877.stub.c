#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001877.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6decay3PKi(const int *);
static void __device_stub__Z13drift8_kernelPj(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6decay3PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))decay3)), 0U);}
# 7 "v001877.cu"
void decay3( const int *__cuda_0)
# 7 "v001877.cu"
{__device_stub__Z6decay3PKi( __cuda_0);




}
# 1 "v001877.cudafe1.stub.c"
static void __device_stub__Z13drift8_kernelPj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))drift8_kernel)), 0U); }
# 13 "v001877.cu"
static void drift8_kernel( unsigned *__cuda_0)
# 13 "v001877.cu"
{__device_stub__Z13drift8_kernelPj( __cuda_0);
# 21 "v001877.cu"
}
# 1 "v001877.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))drift8_kernel), _Z13drift8_kernelPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))decay3), _Z6decay3PKi, 64UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
