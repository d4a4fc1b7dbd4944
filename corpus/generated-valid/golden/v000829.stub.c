#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000829.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13probe9_kernelPili(int *, long, int);
static void __device_stub__Z6norm24PcPfji(char *, real23_t *, unsigned, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift34_kernelPii(int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13probe9_kernelPili(int *__par0, long __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, long, int))probe9_kernel)), 0U);}
# 21 "v000829.cu"
void probe9_kernel( int *__cuda_0,long __cuda_1,int __cuda_2)
# 21 "v000829.cu"
{__device_stub__Z13probe9_kernelPili( __cuda_0,__cuda_1,__cuda_2);
# 29 "v000829.cu"
}
# 1 "v000829.cudafe1.stub.c"
static void __device_stub__Z6norm24PcPfji( char *__par0,  real23_t *__par1,  unsigned __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(char *, real23_t *, unsigned, int))norm24)), 0U); }
# 39 "v000829.cu"
static void norm24( char *__cuda_0,::real23_t *__cuda_1,unsigned __cuda_2,int __cuda_3)
# 39 "v000829.cu"
{__device_stub__Z6norm24PcPfji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v000829.cu"
}
# 1 "v000829.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift34_kernelPii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))sift34_kernel)), 0U); }
# 55 "v000829.cu"
void sift34_kernel( int *__cuda_0,int __cuda_1)
# 55 "v000829.cu"
{__device_stub__Z13sift34_kernelPii( __cuda_0,__cuda_1);
# 74 "v000829.cu"
}
# 1 "v000829.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))sift34_kernel), _Z13sift34_kernelPii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(char *, real23_t *, unsigned, int))norm24), _Z6norm24PcPfji, 1024); __cudaRegisterEntry(__T4, ((void ( *)(int *, long, int))probe9_kernel), _Z13probe9_kernelPili, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
