#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001283.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5tile5PjPhil(unsigned *, unsigned char *, int, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fuse18_kerneliji(int, unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5tile5PjPhil(unsigned *__par0, unsigned char *__par1, int __par2, long __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, unsigned char *, int, long))tile5)), 0U);}
# 12 "v001283.cu"
void tile5( unsigned *__cuda_0,unsigned char *__cuda_1,int __cuda_2,long __cuda_3)
# 13 "v001283.cu"
{__device_stub__Z5tile5PjPhil( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v001283.cu"
}
# 1 "v001283.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fuse18_kerneliji( int __par0,  unsigned __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, unsigned, int))fuse18_kernel)), 0U); }
# 38 "v001283.cu"
void fuse18_kernel( int __cuda_0,unsigned __cuda_1,int __cuda_2)
# 39 "v001283.cu"
{__device_stub__Z13fuse18_kerneliji( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001283.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned, int))fuse18_kernel), _Z13fuse18_kerneliji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, unsigned char *, int, long))tile5), _Z5tile5PjPhil, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_apply4,::d_apply4), 0, 512UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
