#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000933.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth13PKff(const float *__restrict__, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp20_kernelPiPKiff(int *, const int *__restrict__, float, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay25_kerneliPKi(int, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN42_GLOBAL__N__8e5eb23f_10_v000933_cu_d_pack612kick7_kernelEiPlPt(int, long *, unsigned short *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth13PKff(const float *__restrict__ __par0, float __par1){ const float *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, float))smooth13)), 0U);}
# 31 "v000933.cu"
void smooth13( const float *__restrict__ __cuda_0,float __cuda_1)
# 31 "v000933.cu"
{__device_stub__Z8smooth13PKff( __cuda_0,__cuda_1);
# 41 "v000933.cu"
}
# 1 "v000933.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp20_kernelPiPKiff( int *__par0,  const int *__restrict__ __par1,  float __par2,  float __par3) {  const int *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int *, const int *__restrict__, float, float))lerp20_kernel)), 0U); }
# 42 "v000933.cu"
void lerp20_kernel( int *__cuda_0,const int *__restrict__ __cuda_1,float __cuda_2,float __cuda_3)
# 42 "v000933.cu"
{__device_stub__Z13lerp20_kernelPiPKiff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000933.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14decay25_kerneliPKi( int __par0,  const int *__restrict__ __par1) {  const int *__T2;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *__restrict__))decay25_kernel)), 0U); }
# 46 "v000933.cu"
void decay25_kernel( int __cuda_0,const int *__restrict__ __cuda_1)
# 46 "v000933.cu"
{__device_stub__Z14decay25_kerneliPKi( __cuda_0,__cuda_1);


}
# 1 "v000933.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN42_GLOBAL__N__8e5eb23f_10_v000933_cu_d_pack612kick7_kernelEiPlPt( int __par0,  long *__par1,  unsigned short *__restrict__ __par2) {  unsigned short *__T9;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T9 = __par2; __cudaSetupArgSimple(__T9, 16UL); __cudaLaunch(((char *)((void ( *)(int, long *, unsigned short *__restrict__))_NV_ANON_NAMESPACE::kick7_kernel)), 0U); }
# 19 "v000933.cu"
void _NV_ANON_NAMESPACE::kick7_kernel( int __cuda_0,long *__cuda_1,unsigned short *__restrict__ __cuda_2)
# 19 "v000933.cu"
{__device_stub__ZN42_GLOBAL__N__8e5eb23f_10_v000933_cu_d_pack612kick7_kernelEiPlPt( __cuda_0,__cuda_1,__cuda_2);
# 29 "v000933.cu"
}
# 1 "v000933.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(int, long *, unsigned short *__restrict__))_NV_ANON_NAMESPACE::kick7_kernel), _ZN42_GLOBAL__N__8e5eb23f_10_v000933_cu_d_pack612kick7_kernelEiPlPt, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int, const int *__restrict__))decay25_kernel), _Z14decay25_kerneliPKi, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int *, const int *__restrict__, float, float))lerp20_kernel), _Z13lerp20_kernelPiPKiff, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(const float *__restrict__, float))smooth13), _Z8smooth13PKff, (-1)); __cudaRegisterVariable(__T10, __shadow_var(d_pack6,::d_pack6), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
