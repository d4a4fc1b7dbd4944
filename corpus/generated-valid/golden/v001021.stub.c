#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001021.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march17_kerneliPtiPf(int, unsigned short *, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step24_kernelPKhf(const unsigned char *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__984f0978_10_v001021_cu_ee085bdc6sweep2EPdif(double *, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14march17_kerneliPtiPf(int __par0, unsigned short *__par1, int __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned short *, int, float *))march17_kernel)), 0U);}
# 39 "v001021.cu"
void march17_kernel( int __cuda_0,unsigned short *__cuda_1,int __cuda_2,float *__cuda_3)
# 39 "v001021.cu"
{__device_stub__Z14march17_kerneliPtiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001021.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step24_kernelPKhf( const unsigned char *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned char *, float))step24_kernel)), 0U); }
# 46 "v001021.cu"
void step24_kernel( const unsigned char *__cuda_0,float __cuda_1)
# 46 "v001021.cu"
{__device_stub__Z13step24_kernelPKhf( __cuda_0,__cuda_1);
# 55 "v001021.cu"
}
# 1 "v001021.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__984f0978_10_v001021_cu_ee085bdc6sweep2EPdif( double *__par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(double *, int, float))_NV_ANON_NAMESPACE::sweep2)), 0U); }
# 11 "v001021.cu"
void _NV_ANON_NAMESPACE::sweep2( double *__cuda_0,int __cuda_1,float __cuda_2)
# 11 "v001021.cu"
{__device_stub__ZN43_GLOBAL__N__984f0978_10_v001021_cu_ee085bdc6sweep2EPdif( __cuda_0,__cuda_1,__cuda_2);
# 19 "v001021.cu"
}
# 1 "v001021.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double *, int, float))_NV_ANON_NAMESPACE::sweep2), _ZN43_GLOBAL__N__984f0978_10_v001021_cu_ee085bdc6sweep2EPdif, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned char *, float))step24_kernel), _Z13step24_kernelPKhf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned short *, int, float *))march17_kernel), march17_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
