#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000435.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score19_kerneliiPKj(int, int, const unsigned *);
static void __device_stub__Z6fuse31iPcPmPKj(int, char *, size_t *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14score19_kerneliiPKj(int __par0, int __par1, const unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, const unsigned *))score19_kernel)), 0U);}
# 31 "v000435.cu"
void score19_kernel( int __cuda_0,int __cuda_1,const unsigned *__cuda_2)
# 31 "v000435.cu"
{__device_stub__Z14score19_kerneliiPKj( __cuda_0,__cuda_1,__cuda_2);
# 45 "v000435.cu"
}
# 1 "v000435.cudafe1.stub.c"
static void __device_stub__Z6fuse31iPcPmPKj( int __par0,  char *__par1,  size_t *__par2,  const unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, char *, size_t *, const unsigned *))fuse31)), 0U); }
# 50 "v000435.cu"
static void fuse31( int __cuda_0,char *__cuda_1,::size_t *__cuda_2,const unsigned *__cuda_3)
# 50 "v000435.cu"
{__device_stub__Z6fuse31iPcPmPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 68 "v000435.cu"
}
# 1 "v000435.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, char *, size_t *, const unsigned *))fuse31), _Z6fuse31iPcPmPKj, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, int, const unsigned *))score19_kernel), _Z14score19_kerneliiPKj, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_decay8,::c_decay8), 0, 8UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(c_kick29,::c_kick29), 0, 8UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(d_reduce30,::d_reduce30), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
