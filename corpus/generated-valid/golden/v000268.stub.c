#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000268.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5warp8PKxi(const long long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix21_kernelPKiPl(const int *, long *);
static void __device_stub__Z6kick27Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5warp8PKxi(const long long *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const long long *, int))warp8)), 0U);}
# 13 "v000268.cu"
void warp8( const long long *__cuda_0,int __cuda_1)
# 14 "v000268.cu"
{__device_stub__Z5warp8PKxi( __cuda_0,__cuda_1);
# 25 "v000268.cu"
}
# 1 "v000268.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix21_kernelPKiPl( const int *__par0,  long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, long *))mix21_kernel)), 0U); }
# 28 "v000268.cu"
void mix21_kernel( const int *__cuda_0,long *__cuda_1)
# 29 "v000268.cu"
{__device_stub__Z12mix21_kernelPKiPl( __cuda_0,__cuda_1);
# 37 "v000268.cu"
}
# 1 "v000268.cudafe1.stub.c"
static void __device_stub__Z6kick27Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))kick27)), 0U); }
# 39 "v000268.cu"
static void kick27( int *__cuda_0)
# 40 "v000268.cu"
{__device_stub__Z6kick27Pi( __cuda_0);
# 52 "v000268.cu"
}
# 1 "v000268.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))kick27), _Z6kick27Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, long *))mix21_kernel), _Z12mix21_kernelPKiPl, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const long long *, int))warp8), warp8, 256UL); __cudaRegisterManagedVariable(__T3, __shadow_var(m_spread7,::m_spread7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
