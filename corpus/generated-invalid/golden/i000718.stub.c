#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000718.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8combine9PiPf(int *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img1715gather18_kernelEPKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img176rank25EiPiPf(int, int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8combine9PiPf(int *__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, float *))combine9)), 0U);}
# 27 "i000718.cu"
void combine9( int *__cuda_0,float *__cuda_1)
# 27 "i000718.cu"
{__device_stub__Z8combine9PiPf( __cuda_0,__cuda_1);
# 38 "i000718.cu"
}
# 1 "i000718.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img1715gather18_kernelEPKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))img17::gather18_kernel)), 0U); }
# 41 "i000718.cu"
void img17::gather18_kernel( const double *__cuda_0)
# 41 "i000718.cu"
{__device_stub__ZN5img1715gather18_kernelEPKd( __cuda_0);
# 52 "i000718.cu"
}
# 1 "i000718.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img176rank25EiPiPf( int __par0,  int *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, float *))img17::rank25)), 0U); }
# 54 "i000718.cu"
void img17::rank25( int __cuda_0,int *__cuda_1,float *__cuda_2)
# 54 "i000718.cu"
{__device_stub__ZN5img176rank25EiPiPf( __cuda_0,__cuda_1,__cuda_2);
# 68 "i000718.cu"
}
# 1 "i000718.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int, int *, float *))img17::rank25), _ZN5img176rank25EiPiPf, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(const double *))img17::gather18_kernel), _ZN5img1715gather18_kernelEPKd, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int *, float *))combine9), _Z8combine9PiPf, (-1)); __cudaRegisterVariable(__T2, __shadow_var(d_drift8,::d_drift8), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
