#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000156.fatbin.c"
static void __device_stub__Z13pack22_kernelPm(size_t *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4img713grow13_kernelExiPxPKf(long long, int, long long *, const float *__restrict__);
static void __device_stub__ZN6impl2914march35_kernelEPd(double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl297decay41EPKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13pack22_kernelPm(size_t *__restrict__ __par0){ size_t *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(size_t *__restrict__))pack22_kernel)), 0U);}
# 38 "v000156.cu"
static void pack22_kernel( ::size_t *__restrict__ __cuda_0)
# 39 "v000156.cu"
{__device_stub__Z13pack22_kernelPm( __cuda_0);
# 48 "v000156.cu"
}
# 1 "v000156.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4img713grow13_kernelExiPxPKf( long long __par0,  int __par1,  long long *__par2,  const float *__restrict__ __par3) {  const float *__T15;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T15 = __par3; __cudaSetupArgSimple(__T15, 24UL); __cudaLaunch(((char *)((void ( *)(long long, int, long long *, const float *__restrict__))img7::grow13_kernel)), 0U); }
# 22 "v000156.cu"
void img7::grow13_kernel( long long __cuda_0,int __cuda_1,long long *__cuda_2,const float *__restrict__ __cuda_3)
# 23 "v000156.cu"
{__device_stub__ZN4img713grow13_kernelExiPxPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v000156.cu"
}
# 1 "v000156.cudafe1.stub.c"
static void __device_stub__ZN6impl2914march35_kernelEPd( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))impl29::march35_kernel)), 0U); }
# 61 "v000156.cu"
static void impl29::march35_kernel( double *__cuda_0)
# 62 "v000156.cu"
{__device_stub__ZN6impl2914march35_kernelEPd( __cuda_0);
# 69 "v000156.cu"
}
# 1 "v000156.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl297decay41EPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))impl29::decay41)), 0U); }
# 71 "v000156.cu"
void impl29::decay41( const int *__cuda_0)
# 72 "v000156.cu"
{__device_stub__ZN6impl297decay41EPKi( __cuda_0);
# 78 "v000156.cu"
}
# 1 "v000156.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T18) {  __nv_dummy_param_ref(__T18); __nv_save_fatbinhandle_for_managed_rt(__T18); __cudaRegisterEntry(__T18, ((void ( *)(const int *))impl29::decay41), _ZN6impl297decay41EPKi, 256); __cudaRegisterEntry(__T18, ((void ( *)(double *))impl29::march35_kernel), _ZN6impl2914march35_kernelEPd, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(long long, int, long long *, const float *__restrict__))img7::grow13_kernel), _ZN4img713grow13_kernelExiPxPKf, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(size_t *__restrict__))pack22_kernel), _Z13pack22_kernelPm, 64); __cudaRegisterVariable(__T18, __shadow_var(c_shade20,::c_shade20), 0, 8UL, 1, 0); __cudaRegisterVariable(__T18, __shadow_var(c_tally21,::c_tally21), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
