#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000102.fatbin.c"
static void __device_stub__Z13norm16_kernelPli(long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce23PKdS0_6Kind10PKx(const double *__restrict__, const double *, enum Kind10, const long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp36PKil(const int *, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13norm16_kernelPli(long *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(long *, int))norm16_kernel)), 0U);}
# 21 "v000102.cu"
static void norm16_kernel( long *__cuda_0,int __cuda_1)
# 21 "v000102.cu"
{__device_stub__Z13norm16_kernelPli( __cuda_0,__cuda_1);
# 33 "v000102.cu"
}
# 1 "v000102.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce23PKdS0_6Kind10PKx( const double *__restrict__ __par0,  const double *__par1,  enum Kind10 __par2,  const long long *__par3) {  const double *__T0;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__, const double *, enum Kind10, const long long *))reduce23)), 0U); }
# 35 "v000102.cu"
void reduce23( const double *__restrict__ __cuda_0,const double *__cuda_1,enum ::Kind10 __cuda_2,const long long *__cuda_3)
# 35 "v000102.cu"
{__device_stub__Z8reduce23PKdS0_6Kind10PKx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v000102.cu"
}
# 1 "v000102.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp36PKil( const int *__par0,  long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, long))warp36)), 0U); }
# 60 "v000102.cu"
void warp36( const int *__cuda_0,long __cuda_1)
# 60 "v000102.cu"
{__device_stub__Z6warp36PKil( __cuda_0,__cuda_1);
# 71 "v000102.cu"
}
# 1 "v000102.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *, long))warp36), _Z6warp36PKil, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const double *__restrict__, const double *, enum Kind10, const long long *))reduce23), _Z8reduce23PKdS0_6Kind10PKx, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long *, int))norm16_kernel), _Z13norm16_kernelPli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
