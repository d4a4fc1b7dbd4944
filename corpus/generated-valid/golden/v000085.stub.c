#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000085.fatbin.c"
static void __device_stub__Z5bump2iPKl(int, const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias10_kernelPf(float *);
static void __device_stub__Z12mix14_kernelfPKiPf(float, const int *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c14apply20_kernelEidPKiPi(int, double, const int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c14pivot26_kernelEiiPiPm(int, int, int *, size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5bump2iPKl(int __par0, const long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const long *))bump2)), 0U);}
# 7 "v000085.cu"
static void bump2( int __cuda_0,const long *__cuda_1)
# 8 "v000085.cu"
{__device_stub__Z5bump2iPKl( __cuda_0,__cuda_1);
# 24 "v000085.cu"
}
# 1 "v000085.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias10_kernelPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))bias10_kernel)), 0U); }
# 28 "v000085.cu"
void bias10_kernel( float *__cuda_0)
# 29 "v000085.cu"
{__device_stub__Z13bias10_kernelPf( __cuda_0);
# 36 "v000085.cu"
}
# 1 "v000085.cudafe1.stub.c"
static void __device_stub__Z12mix14_kernelfPKiPf( float __par0,  const int *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, const int *, float *))mix14_kernel)), 0U); }
# 38 "v000085.cu"
static void mix14_kernel( float __cuda_0,const int *__cuda_1,float *__cuda_2)
# 39 "v000085.cu"
{__device_stub__Z12mix14_kernelfPKiPf( __cuda_0,__cuda_1,__cuda_2);
# 48 "v000085.cu"
}
# 1 "v000085.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c14apply20_kernelEidPKiPi( int __par0,  double __par1,  const int *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, double, const int *, int *))_NV_ANON_NAMESPACE::apply20_kernel)), 0U); }
# 51 "v000085.cu"
void _NV_ANON_NAMESPACE::apply20_kernel( int __cuda_0,double __cuda_1,const int *__cuda_2,int *__cuda_3)
# 52 "v000085.cu"
{__device_stub__ZN43_GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c14apply20_kernelEidPKiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 65 "v000085.cu"
}
# 1 "v000085.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c14pivot26_kernelEiiPiPm( int __par0,  int __par1,  int *__par2,  size_t *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, int *, size_t *))_NV_ANON_NAMESPACE::pivot26_kernel)), 0U); }
# 67 "v000085.cu"
void _NV_ANON_NAMESPACE::pivot26_kernel( int __cuda_0,int __cuda_1,int *__cuda_2,::size_t *__cuda_3)
# 68 "v000085.cu"
{__device_stub__ZN43_GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c14pivot26_kernelEiiPiPm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 76 "v000085.cu"
}
# 1 "v000085.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, int, int *, size_t *))_NV_ANON_NAMESPACE::pivot26_kernel), _ZN43_GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c14pivot26_kernelEiiPiPm, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, double, const int *, int *))_NV_ANON_NAMESPACE::apply20_kernel), _ZN43_GLOBAL__N__fbea8d3a_10_v000085_cu_4ab0136c14apply20_kernelEidPKiPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, const int *, float *))mix14_kernel), _Z12mix14_kernelfPKiPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *))bias10_kernel), _Z13bias10_kernelPf, 64); __cudaRegisterEntry(__T5, ((void ( *)(int, const long *))bump2), _Z5bump2iPKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
