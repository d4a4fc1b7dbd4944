#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000040.fatbin.c"
static void __device_stub__Z13tile12_kernelilPff(int, long, float *, float);
static void __device_stub__Z6warp20Pii(int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias376Stats8PKmPlS_(struct Stats8&, const unsigned long *, long *__restrict__, struct Stats8&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13tile12_kernelilPff(int __par0, long __par1, float *__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, long, float *, float))tile12_kernel)), 0U);}
# 27 "v000040.cu"
static void tile12_kernel( int __cuda_0,long __cuda_1,float *__cuda_2,float __cuda_3)
# 27 "v000040.cu"
{__device_stub__Z13tile12_kernelilPff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 36 "v000040.cu"
}
# 1 "v000040.cudafe1.stub.c"
static void __device_stub__Z6warp20Pii( int *__restrict__ __par0,  int __par1) {  int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int))warp20)), 0U); }
# 38 "v000040.cu"
static void warp20( int *__restrict__ __cuda_0,int __cuda_1)
# 38 "v000040.cu"
{__device_stub__Z6warp20Pii( __cuda_0,__cuda_1);
# 48 "v000040.cu"
}
# 1 "v000040.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias376Stats8PKmPlS_( struct Stats8&__par0,  const unsigned long *__par1,  long *__restrict__ __par2,  struct Stats8&__par3) {  long *__T1;
__cudaLaunchPrologue(4); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 24UL); __cudaSetupArg(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(struct Stats8, const unsigned long *, long *__restrict__, struct Stats8))bias37)), 0U); }
# 71 "v000040.cu"
void bias37( struct ::Stats8 __cuda_0,const unsigned long *__cuda_1,long *__restrict__ __cuda_2,struct ::Stats8 __cuda_3)
# 71 "v000040.cu"
{__device_stub__Z6bias376Stats8PKmPlS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 83 "v000040.cu"
}
# 1 "v000040.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(struct Stats8, const unsigned long *, long *__restrict__, struct Stats8))bias37), _Z6bias376Stats8PKmPlS_, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int *__restrict__, int))warp20), _Z6warp20Pii, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int, long, float *, float))tile12_kernel), _Z13tile12_kernelilPff, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
