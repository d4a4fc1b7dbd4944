#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001265.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick19_kernels(short);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter28Piii(int *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13kick19_kernels(short __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(short))kick19_kernel)), 0U);}
# 51 "v001265.cu"
void kick19_kernel( short __cuda_0)
# 52 "v001265.cu"
{__device_stub__Z13kick19_kernels( __cuda_0);




}
# 1 "v001265.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter28Piii( int *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, int, int))scatter28)), 0U); }
# 72 "v001265.cu"
void scatter28( int *__cuda_0,int __cuda_1,int __cuda_2)
# 73 "v001265.cu"
{__device_stub__Z9scatter28Piii( __cuda_0,__cuda_1,__cuda_2);
# 85 "v001265.cu"
}
# 1 "v001265.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(int *, int, int))scatter28), _Z9scatter28Piii, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(short))kick19_kernel), _Z13kick19_kernels, (-1)); __cudaRegisterVariable(__T8, __shadow_var(c_trace13,::c_trace13), 0, 4UL, 1, 0); __cudaRegisterVariable(__T8, __shadow_var(d_weigh23,::d_weigh23), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
