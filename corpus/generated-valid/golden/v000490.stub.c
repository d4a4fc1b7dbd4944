#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000490.fatbin.c"
static void __device_stub__Z5pack4PKdjPKx(const double *, unsigned, const long long *);
static void __device_stub__Z13warp25_kernelPif(int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__6ac516ae_10_v000490_cu_97f250876norm14EiPf(int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5pack4PKdjPKx(const double *__par0, unsigned __par1, const long long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *, unsigned, const long long *))pack4)), 0U);}
# 15 "v000490.cu"
static void pack4( const double *__cuda_0,unsigned __cuda_1,const long long *__cuda_2)
# 15 "v000490.cu"
{__device_stub__Z5pack4PKdjPKx( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000490.cudafe1.stub.c"
static void __device_stub__Z13warp25_kernelPif( int *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, float))warp25_kernel)), 0U); }
# 46 "v000490.cu"
static void warp25_kernel( int *__cuda_0,float __cuda_1)
# 46 "v000490.cu"
{__device_stub__Z13warp25_kernelPif( __cuda_0,__cuda_1);
# 61 "v000490.cu"
}
# 1 "v000490.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__6ac516ae_10_v000490_cu_97f250876norm14EiPf( int __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, float *))_NV_ANON_NAMESPACE::norm14)), 0U); }
# 27 "v000490.cu"
void _NV_ANON_NAMESPACE::norm14( int __cuda_0,float *__cuda_1)
# 27 "v000490.cu"
{__device_stub__ZN43_GLOBAL__N__6ac516ae_10_v000490_cu_97f250876norm14EiPf( __cuda_0,__cuda_1);
# 33 "v000490.cu"
}
# 1 "v000490.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, float *))_NV_ANON_NAMESPACE::norm14), _ZN43_GLOBAL__N__6ac516ae_10_v000490_cu_97f250876norm14EiPf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, float))warp25_kernel), _Z13warp25_kernelPif, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const double *, unsigned, const long long *))pack4), _Z5pack4PKdjPKx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
