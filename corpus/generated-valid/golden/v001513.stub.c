#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001513.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fuse7_kernelPiPKl(int *, const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay334Op12(enum Op12);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fuse7_kernelPiPKl(int *__par0, const long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, const long *))fuse7_kernel)), 0U);}
# 19 "v001513.cu"
void fuse7_kernel( int *__cuda_0,const long *__cuda_1)
# 19 "v001513.cu"
{__device_stub__Z12fuse7_kernelPiPKl( __cuda_0,__cuda_1);
# 28 "v001513.cu"
}
# 1 "v001513.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay334Op12( enum Op12 __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(enum Op12))decay33)), 0U); }
# 58 "v001513.cu"
void decay33( enum ::Op12 __cuda_0)
# 58 "v001513.cu"
{__device_stub__Z7decay334Op12( __cuda_0);
# 65 "v001513.cu"
}
# 1 "v001513.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T12) {  __nv_dummy_param_ref(__T12); __nv_save_fatbinhandle_for_managed_rt(__T12); __cudaRegisterEntry(__T12, ((void ( *)(enum Op12))decay33), _Z7decay334Op12, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(int *, const long *))fuse7_kernel), _Z12fuse7_kernelPiPKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
