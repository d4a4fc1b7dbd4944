#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001212.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay7_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack18PKiPlPKy(const int *, long *__restrict__, const unsigned long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay7_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))decay7_kernel)), 0U);}
# 21 "v001212.cu"
void decay7_kernel( int __cuda_0)
# 22 "v001212.cu"
{__device_stub__Z13decay7_kerneli( __cuda_0);
# 28 "v001212.cu"
}
# 1 "v001212.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack18PKiPlPKy( const int *__par0,  long *__restrict__ __par1,  const unsigned long long *__par2) {  long *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, long *__restrict__, const unsigned long long *))pack18)), 0U); }
# 56 "v001212.cu"
void pack18( const int *__cuda_0,long *__restrict__ __cuda_1,const unsigned long long *__cuda_2)
# 57 "v001212.cu"
{__device_stub__Z6pack18PKiPlPKy( __cuda_0,__cuda_1,__cuda_2);
# 67 "v001212.cu"
}
# 1 "v001212.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *, long *__restrict__, const unsigned long long *))pack18), _Z6pack18PKiPlPKy, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))decay7_kernel), _Z13decay7_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
