#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002229.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split3_kerneliiPl(int, int, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13accum7_kerneldPKi(double, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step13_kernelif(int, real2_t);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__21db9a01_10_v002229_cu_85af8da06rank23EPcPil(char *, int *__restrict__, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13split3_kerneliiPl(int __par0, int __par1, long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, long *))split3_kernel)), 0U);}
# 8 "v002229.cu"
void split3_kernel( int __cuda_0,int __cuda_1,long *__cuda_2)
# 9 "v002229.cu"
{__device_stub__Z13split3_kerneliiPl( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002229.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13accum7_kerneldPKi( double __par0,  const int *__restrict__ __par1) {  const int *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(double, const int *__restrict__))accum7_kernel)), 0U); }
# 16 "v002229.cu"
void accum7_kernel( double __cuda_0,const int *__restrict__ __cuda_1)
# 17 "v002229.cu"
{__device_stub__Z13accum7_kerneldPKi( __cuda_0,__cuda_1);




}
# 1 "v002229.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step13_kernelif( int __par0,  real2_t __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, real2_t))step13_kernel)), 0U); }
# 24 "v002229.cu"
void step13_kernel( int __cuda_0,::real2_t __cuda_1)
# 25 "v002229.cu"
{__device_stub__Z13step13_kernelif( __cuda_0,__cuda_1);
# 33 "v002229.cu"
}
# 1 "v002229.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__21db9a01_10_v002229_cu_85af8da06rank23EPcPil( char *__par0,  int *__restrict__ __par1,  long __par2) {  int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(char *, int *__restrict__, long))_NV_ANON_NAMESPACE::rank23)), 0U); }
# 41 "v002229.cu"
void _NV_ANON_NAMESPACE::rank23( char *__cuda_0,int *__restrict__ __cuda_1,long __cuda_2)
# 42 "v002229.cu"
{__device_stub__ZN43_GLOBAL__N__21db9a01_10_v002229_cu_85af8da06rank23EPcPil( __cuda_0,__cuda_1,__cuda_2);
# 48 "v002229.cu"
}
# 1 "v002229.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(char *, int *__restrict__, long))_NV_ANON_NAMESPACE::rank23), _ZN43_GLOBAL__N__21db9a01_10_v002229_cu_85af8da06rank23EPcPil, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int, real2_t))step13_kernel), _Z13step13_kernelif, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(double, const int *__restrict__))accum7_kernel), _Z13accum7_kerneldPKi, 128); __cudaRegisterEntry(__T2, ((void ( *)(int, int, long *))split3_kernel), _Z13split3_kerneliiPl, (-1)); __cudaRegisterVariable(__T2, __shadow_var(d_scatter22,::d_scatter22), 0, 8UL, 0, 0); __cudaRegisterVariable(__T2, __shadow_var(_ZN6util197inner208c_warp21E,::util19::inner20::c_warp21), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
