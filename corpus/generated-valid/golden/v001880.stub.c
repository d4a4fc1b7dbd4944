#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001880.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12grow5_kernelPj(unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp11Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix17Pli(long *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12grow5_kernelPj(unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *))grow5_kernel)), 0U);}
# 14 "v001880.cu"
void grow5_kernel( unsigned *__cuda_0)
# 15 "v001880.cu"
{__device_stub__Z12grow5_kernelPj( __cuda_0);
# 28 "v001880.cu"
}
# 1 "v001880.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp11Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))lerp11)), 0U); }
# 30 "v001880.cu"
void lerp11( int *__cuda_0)
# 31 "v001880.cu"
{__device_stub__Z6lerp11Pi( __cuda_0);
# 38 "v001880.cu"
}
# 1 "v001880.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5mix17Pli( long *__restrict__ __par0,  int __par1) {  long *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__, int))mix17)), 0U); }
# 41 "v001880.cu"
void mix17( long *__restrict__ __cuda_0,int __cuda_1)
# 42 "v001880.cu"
{__device_stub__Z5mix17Pli( __cuda_0,__cuda_1);
# 52 "v001880.cu"
}
# 1 "v001880.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long *__restrict__, int))mix17), _Z5mix17Pli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *))lerp11), _Z6lerp11Pi, 64); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *))grow5_kernel), _Z12grow5_kernelPj, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_shade4,::d_shade4), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
