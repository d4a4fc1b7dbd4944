#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000341.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fuse9_kernelPKjiPKi(const unsigned *, int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp22_kerneljb(unsigned, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fuse9_kernelPKjiPKi(const unsigned *__par0, int __par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, int, const int *))fuse9_kernel)), 0U);}
# 22 "v000341.cu"
void fuse9_kernel( const unsigned *__cuda_0,int __cuda_1,const int *__cuda_2)
# 23 "v000341.cu"
{__device_stub__Z12fuse9_kernelPKjiPKi( __cuda_0,__cuda_1,__cuda_2);
# 36 "v000341.cu"
}
# 1 "v000341.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp22_kerneljb( unsigned __par0,  bool __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, bool))clamp22_kernel)), 0U); }
# 53 "v000341.cu"
void clamp22_kernel( unsigned __cuda_0,bool __cuda_1)
# 54 "v000341.cu"
{__device_stub__Z14clamp22_kerneljb( __cuda_0,__cuda_1);
# 72 "v000341.cu"
}
# 1 "v000341.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(unsigned, bool))clamp22_kernel), _Z14clamp22_kerneljb, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const unsigned *, int, const int *))fuse9_kernel), _Z12fuse9_kernelPKjiPKi, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_mix18,::c_mix18), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
