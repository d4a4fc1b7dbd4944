#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000838.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bias7ii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail1314scale20_kernelEis(int, short);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bias7ii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))bias7)), 0U);}
# 14 "v000838.cu"
void bias7( int __cuda_0,int __cuda_1)
# 14 "v000838.cu"
{__device_stub__Z5bias7ii( __cuda_0,__cuda_1);


}
# 1 "v000838.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail1314scale20_kernelEis( int __par0,  short __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, short))detail13::scale20_kernel)), 0U); }
# 28 "v000838.cu"
void detail13::scale20_kernel( int __cuda_0,short __cuda_1)
# 28 "v000838.cu"
{__device_stub__ZN8detail1314scale20_kernelEis( __cuda_0,__cuda_1);


}
# 1 "v000838.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, short))detail13::scale20_kernel), _ZN8detail1314scale20_kernelEis, 128); __cudaRegisterEntry(__T3, ((void ( *)(int, int))bias7), _Z5bias7ii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
