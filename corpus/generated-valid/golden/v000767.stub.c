#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000767.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe19_kerneliPKiPiPKf(int, const int *, int *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse28PiPKh(int *, const unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4img715filter11_kernelEi(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14probe19_kerneliPKiPiPKf(int __par0, const int *__par1, int *__par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const int *, int *, const float *))probe19_kernel)), 0U);}
# 36 "v000767.cu"
void probe19_kernel( int __cuda_0,const int *__cuda_1,int *__cuda_2,const float *__cuda_3)
# 37 "v000767.cu"
{__device_stub__Z14probe19_kerneliPKiPiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v000767.cu"
}
# 1 "v000767.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse28PiPKh( int *__par0,  const unsigned char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const unsigned char *))fuse28)), 0U); }
# 49 "v000767.cu"
void fuse28( int *__cuda_0,const unsigned char *__cuda_1)
# 50 "v000767.cu"
{__device_stub__Z6fuse28PiPKh( __cuda_0,__cuda_1);




}
# 1 "v000767.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4img715filter11_kernelEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))img7::filter11_kernel)), 0U); }
# 14 "v000767.cu"
void img7::filter11_kernel( int __cuda_0)
# 15 "v000767.cu"
{__device_stub__ZN4img715filter11_kernelEi( __cuda_0);
# 28 "v000767.cu"
}
# 1 "v000767.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int))img7::filter11_kernel), _ZN4img715filter11_kernelEi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *, const unsigned char *))fuse28), _Z6fuse28PiPKh, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, const int *, int *, const float *))probe19_kernel), probe19_kernel, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_stencil6,::m_stencil6), 0, 64UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(c_split27,::c_split27), 0, 4UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(_ZN7detail38c_tally5E,::detail3::c_tally5), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
