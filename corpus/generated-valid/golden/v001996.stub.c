#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001996.fatbin.c"
static void __device_stub__Z5fuse8PiS_PKxi(int *, int *, const long long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm15_kernelf(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5fuse8PiS_PKxi(int *__par0, int *__par1, const long long *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int *, const long long *, int))fuse8)), 0U);}
# 22 "v001996.cu"
static void fuse8( int *__cuda_0,int *__cuda_1,const long long *__cuda_2,int __cuda_3)
# 22 "v001996.cu"
{__device_stub__Z5fuse8PiS_PKxi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "v001996.cu"
}
# 1 "v001996.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm15_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))norm15_kernel)), 0U); }
# 31 "v001996.cu"
void norm15_kernel( float __cuda_0)
# 31 "v001996.cu"
{__device_stub__Z13norm15_kernelf( __cuda_0);
# 39 "v001996.cu"
}
# 1 "v001996.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float))norm15_kernel), _Z13norm15_kernelf, 64); __cudaRegisterEntry(__T3, ((void ( *)(int *, int *, const long long *, int))fuse8), _Z5fuse8PiS_PKxi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
