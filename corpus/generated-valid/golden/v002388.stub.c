#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002388.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13shade9_kerneliPKfc(int, const float *, char);
static void __device_stub__Z13bias27_kernelPKxi7State22(const long long *, int, enum State22);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift32iff(int, float, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13shade9_kerneliPKfc(int __par0, const float *__par1, char __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const float *, char))shade9_kernel)), 0U);}
# 29 "v002388.cu"
void shade9_kernel( int __cuda_0,const float *__cuda_1,char __cuda_2)
# 30 "v002388.cu"
{__device_stub__Z13shade9_kerneliPKfc( __cuda_0,__cuda_1,__cuda_2);
# 37 "v002388.cu"
}
# 1 "v002388.cudafe1.stub.c"
static void __device_stub__Z13bias27_kernelPKxi7State22( const long long *__par0,  int __par1,  enum State22 __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const long long *, int, enum State22))bias27_kernel)), 0U); }
# 42 "v002388.cu"
static void bias27_kernel( const long long *__cuda_0,int __cuda_1,enum ::State22 __cuda_2)
# 43 "v002388.cu"
{__device_stub__Z13bias27_kernelPKxi7State22( __cuda_0,__cuda_1,__cuda_2);
# 49 "v002388.cu"
}
# 1 "v002388.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift32iff( int __par0,  float __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, float, float))drift32)), 0U); }
# 51 "v002388.cu"
void drift32( int __cuda_0,float __cuda_1,float __cuda_2)
# 52 "v002388.cu"
{__device_stub__Z7drift32iff( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002388.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, float, float))drift32), _Z7drift32iff, 1024); __cudaRegisterEntry(__T0, ((void ( *)(const long long *, int, enum State22))bias27_kernel), _Z13bias27_kernelPKxi7State22, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, const float *, char))shade9_kernel), shade9_kernel, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
