#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001850.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_spread9Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep13_kernelPx(long long *);
static void __device_stub__Z7weigh29PKd(const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_spread9Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))map_spread9)), 0U);}
# 29 "v001850.cu"
void map_spread9( int *__cuda_0,int __cuda_1)
# 29 "v001850.cu"
{__device_stub__Z11map_spread9Pii( __cuda_0,__cuda_1); }
# 1 "v001850.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep13_kernelPx( long long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long long *))sweep13_kernel)), 0U); }
# 41 "v001850.cu"
void sweep13_kernel( long long *__cuda_0)
# 41 "v001850.cu"
{__device_stub__Z14sweep13_kernelPx( __cuda_0);
# 55 "v001850.cu"
}
# 1 "v001850.cudafe1.stub.c"
static void __device_stub__Z7weigh29PKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))weigh29)), 0U); }
# 72 "v001850.cu"
static void weigh29( const double *__cuda_0)
# 72 "v001850.cu"
{__device_stub__Z7weigh29PKd( __cuda_0);
# 82 "v001850.cu"
}
# 1 "v001850.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const double *))weigh29), _Z7weigh29PKd, 128UL); __cudaRegisterEntry(__T4, ((void ( *)(long long *))sweep13_kernel), _Z14sweep13_kernelPx, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))map_spread9), _Z11map_spread9Pii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
