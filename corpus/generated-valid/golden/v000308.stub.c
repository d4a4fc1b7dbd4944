#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000308.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank22_kernelPKff(const float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe26PmPfi(unsigned long *, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm31_kernelPiPyPl(int *, unsigned long long *, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp38is(int, short);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__bf646c88_10_v000308_cu_f6b1e51315update13_kernelEiifPKf(int, int, float, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank22_kernelPKff(const float *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, float))rank22_kernel)), 0U);}
# 44 "v000308.cu"
void rank22_kernel( const float *__cuda_0,float __cuda_1)
# 44 "v000308.cu"
{__device_stub__Z13rank22_kernelPKff( __cuda_0,__cuda_1);



}
# 1 "v000308.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7probe26PmPfi( unsigned long *__par0,  float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned long *, float *, int))probe26)), 0U); }
# 50 "v000308.cu"
void probe26( unsigned long *__cuda_0,float *__cuda_1,int __cuda_2)
# 50 "v000308.cu"
{__device_stub__Z7probe26PmPfi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000308.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm31_kernelPiPyPl( int *__par0,  unsigned long long *__par1,  long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, unsigned long long *, long *))norm31_kernel)), 0U); }
# 58 "v000308.cu"
void norm31_kernel( int *__cuda_0,unsigned long long *__cuda_1,long *__cuda_2)
# 58 "v000308.cu"
{__device_stub__Z13norm31_kernelPiPyPl( __cuda_0,__cuda_1,__cuda_2);
# 66 "v000308.cu"
}
# 1 "v000308.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp38is( int __par0,  short __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, short))warp38)), 0U); }
# 77 "v000308.cu"
void warp38( int __cuda_0,short __cuda_1)
# 77 "v000308.cu"
{__device_stub__Z6warp38is( __cuda_0,__cuda_1);


}
# 1 "v000308.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__bf646c88_10_v000308_cu_f6b1e51315update13_kernelEiifPKf( int __par0,  int __par1,  float __par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, float, const float *))_NV_ANON_NAMESPACE::update13_kernel)), 0U); }
# 32 "v000308.cu"
void _NV_ANON_NAMESPACE::update13_kernel( int __cuda_0,int __cuda_1,float __cuda_2,const float *__cuda_3)
# 32 "v000308.cu"
{__device_stub__ZN43_GLOBAL__N__bf646c88_10_v000308_cu_f6b1e51315update13_kernelEiifPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v000308.cu"
}
# 1 "v000308.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int, float, const float *))_NV_ANON_NAMESPACE::update13_kernel), _ZN43_GLOBAL__N__bf646c88_10_v000308_cu_f6b1e51315update13_kernelEiifPKf, 64); __cudaRegisterEntry(__T3, ((void ( *)(int, short))warp38), warp38, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, unsigned long long *, long *))norm31_kernel), _Z13norm31_kernelPiPyPl, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long *, float *, int))probe26), _Z7probe26PmPfi, 256); __cudaRegisterEntry(__T3, ((void ( *)(const float *, float))rank22_kernel), _Z13rank22_kernelPKff, 512); __cudaRegisterVariable(__T3, __shadow_var(c_probe11,::c_probe11), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_score19,::c_score19), 0, 8UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_apply21,::c_apply21), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
