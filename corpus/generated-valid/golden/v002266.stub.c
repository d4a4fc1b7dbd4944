#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002266.fatbin.c"
typedef impl10::sub11::Vec20<int>  _ZN6impl105sub115Vec20IiEE;
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl105sub1116scatter12_kernelEiPKiPii(int, const int *, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img537inner5414apply59_kernelEiN6impl105sub115Vec20IiEE(int,  _ZN6impl105sub115Vec20IiEE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl105sub1116scatter12_kernelEiPKiPii(int __par0, const int *__par1, int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const int *, int *, int))impl10::sub11::scatter12_kernel)), 0U);}
# 23 "v002266.cu"
void impl10::sub11::scatter12_kernel( int __cuda_0,const int *__cuda_1,int *__cuda_2,int __cuda_3)
# 24 "v002266.cu"
{__device_stub__ZN6impl105sub1116scatter12_kernelEiPKiPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v002266.cu"
}
# 1 "v002266.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img537inner5414apply59_kernelEiN6impl105sub115Vec20IiEE( int __par0,   _ZN6impl105sub115Vec20IiEE&__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int,  _ZN6impl105sub115Vec20IiEE))img53::inner54::apply59_kernel)), 0U); }
# 81 "v002266.cu"
void img53::inner54::apply59_kernel( int __cuda_0, _ZN6impl105sub115Vec20IiEE __cuda_1)
# 82 "v002266.cu"
{__device_stub__ZN5img537inner5414apply59_kernelEiN6impl105sub115Vec20IiEE( __cuda_0,__cuda_1);



}
# 1 "v002266.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int,  _ZN6impl105sub115Vec20IiEE))img53::inner54::apply59_kernel), _ZN5img537inner5414apply59_kernelEiN6impl105sub115Vec20IiEE, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, const int *, int *, int))impl10::sub11::scatter12_kernel), _ZN6impl105sub1116scatter12_kernelEiPKiPii, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_count29,::d_count29), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
