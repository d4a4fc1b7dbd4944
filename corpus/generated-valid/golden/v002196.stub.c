#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002196.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack11fsPKd(float, short, const double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_trace17Pii(int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pack11fsPKd(float __par0, short __par1, const double *__restrict__ __par2){ const double *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(float, short, const double *__restrict__))pack11)), 0U);}
# 28 "v002196.cu"
void pack11( float __cuda_0,short __cuda_1,const double *__restrict__ __cuda_2)
# 29 "v002196.cu"
{__device_stub__Z6pack11fsPKd( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v002196.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_trace17Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_trace17)), 0U); }
# 39 "v002196.cu"
void map_trace17( int *__cuda_0,int __cuda_1)
# 39 "v002196.cu"
{__device_stub__Z11map_trace17Pii( __cuda_0,__cuda_1); }
# 1 "v002196.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))map_trace17), _Z11map_trace17Pii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, short, const double *__restrict__))pack11), _Z6pack11fsPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
