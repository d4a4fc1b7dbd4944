#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001427.fatbin.c"
static void __device_stub__Z12sift6_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_fuse23Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d6bias29Ex(long long);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d13bias33_kernelEPKiPmmPf(const int *, unsigned long *, unsigned long, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12sift6_kernelf(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))sift6_kernel)), 0U);}
# 21 "v001427.cu"
static void sift6_kernel( float __cuda_0)
# 22 "v001427.cu"
{__device_stub__Z12sift6_kernelf( __cuda_0);
# 36 "v001427.cu"
}
# 1 "v001427.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_fuse23Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_fuse23)), 0U); }
# 64 "v001427.cu"
void map_fuse23( float *__cuda_0,int __cuda_1)
# 64 "v001427.cu"
{__device_stub__Z10map_fuse23Pfi( __cuda_0,__cuda_1); }
# 1 "v001427.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d6bias29Ex( long long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long long))_NV_ANON_NAMESPACE::bias29)), 0U); }
# 78 "v001427.cu"
void _NV_ANON_NAMESPACE::bias29( long long __cuda_0)
# 79 "v001427.cu"
{__device_stub__ZN43_GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d6bias29Ex( __cuda_0);



}
# 1 "v001427.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d13bias33_kernelEPKiPmmPf( const int *__par0,  unsigned long *__par1,  unsigned long __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned long *, unsigned long, float *))_NV_ANON_NAMESPACE::bias33_kernel)), 0U); }
# 85 "v001427.cu"
void _NV_ANON_NAMESPACE::bias33_kernel( const int *__cuda_0,unsigned long *__cuda_1,unsigned long __cuda_2,float *__cuda_3)
# 86 "v001427.cu"
{__device_stub__ZN43_GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d13bias33_kernelEPKiPmmPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 94 "v001427.cu"
}
# 1 "v001427.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *, unsigned long *, unsigned long, float *))_NV_ANON_NAMESPACE::bias33_kernel), _ZN43_GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d13bias33_kernelEPKiPmmPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long long))_NV_ANON_NAMESPACE::bias29), _ZN43_GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d6bias29Ex, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, int))map_fuse23), _Z10map_fuse23Pfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float))sift6_kernel), _Z12sift6_kernelf, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_probe28,::c_probe28), 0, 1UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
