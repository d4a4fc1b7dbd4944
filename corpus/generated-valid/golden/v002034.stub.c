#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002034.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12norm3_kerneliPKiPhi(int, const int *, unsigned char *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__a319ca67_10_v002034_cu_6a730c7d8filter10Eii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail3413lerp35_kernelEffPfj(float, float, float *__restrict__, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12norm3_kerneliPKiPhi(int __par0, const int *__par1, unsigned char *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const int *, unsigned char *, int))norm3_kernel)), 0U);}
# 8 "v002034.cu"
void norm3_kernel( int __cuda_0,const int *__cuda_1,unsigned char *__cuda_2,int __cuda_3)
# 8 "v002034.cu"
{__device_stub__Z12norm3_kerneliPKiPhi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002034.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__a319ca67_10_v002034_cu_6a730c7d8filter10Eii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))_NV_ANON_NAMESPACE::filter10)), 0U); }
# 16 "v002034.cu"
void _NV_ANON_NAMESPACE::filter10( int __cuda_0,int __cuda_1)
# 16 "v002034.cu"
{__device_stub__ZN43_GLOBAL__N__a319ca67_10_v002034_cu_6a730c7d8filter10Eii( __cuda_0,__cuda_1);
# 24 "v002034.cu"
}
# 1 "v002034.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail3413lerp35_kernelEffPfj( float __par0,  float __par1,  float *__restrict__ __par2,  unsigned __par3) {  float *__T7;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T7 = __par2; __cudaSetupArgSimple(__T7, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, float, float *__restrict__, unsigned))detail34::lerp35_kernel)), 0U); }
# 75 "v002034.cu"
void detail34::lerp35_kernel( float __cuda_0,float __cuda_1,float *__restrict__ __cuda_2,unsigned __cuda_3)
# 75 "v002034.cu"
{__device_stub__ZN8detail3413lerp35_kernelEffPfj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 81 "v002034.cu"
}
# 1 "v002034.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(float, float, float *__restrict__, unsigned))detail34::lerp35_kernel), _ZN8detail3413lerp35_kernelEffPfj, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, int))_NV_ANON_NAMESPACE::filter10), _ZN43_GLOBAL__N__a319ca67_10_v002034_cu_6a730c7d8filter10Eii, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, const int *, unsigned char *, int))norm3_kernel), _Z12norm3_kerneliPKiPhi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
