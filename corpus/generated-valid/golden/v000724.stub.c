#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000724.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bias9_kerneljPiS_(unsigned, int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale19_kernelPKxPi(const long long *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally33PKiPfi(const int *, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12bias9_kerneljPiS_(unsigned __par0, int *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, int *, int *))bias9_kernel)), 0U);}
# 24 "v000724.cu"
void bias9_kernel( unsigned __cuda_0,int *__cuda_1,int *__cuda_2)
# 25 "v000724.cu"
{__device_stub__Z12bias9_kerneljPiS_( __cuda_0,__cuda_1,__cuda_2);
# 34 "v000724.cu"
}
# 1 "v000724.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale19_kernelPKxPi( const long long *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long long *, int *))scale19_kernel)), 0U); }
# 38 "v000724.cu"
void scale19_kernel( const long long *__cuda_0,int *__cuda_1)
# 39 "v000724.cu"
{__device_stub__Z14scale19_kernelPKxPi( __cuda_0,__cuda_1);
# 45 "v000724.cu"
}
# 1 "v000724.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally33PKiPfi( const int *__par0,  float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, float *, int))tally33)), 0U); }
# 58 "v000724.cu"
void tally33( const int *__cuda_0,float *__cuda_1,int __cuda_2)
# 59 "v000724.cu"
{__device_stub__Z7tally33PKiPfi( __cuda_0,__cuda_1,__cuda_2);
# 69 "v000724.cu"
}
# 1 "v000724.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const int *, float *, int))tally33), _Z7tally33PKiPfi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const long long *, int *))scale19_kernel), scale19_kernel, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned, int *, int *))bias9_kernel), _Z12bias9_kerneljPiS_, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_update18,::c_update18), 0, 1UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
