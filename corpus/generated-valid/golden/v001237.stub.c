#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001237.fatbin.c"
static void __device_stub__Z12fold6_kernelPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh13_kernelPiPKfhPKi(int *, const float *, unsigned char, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay20ji(unsigned, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__cd8cde1f_10_v001237_cu_fc8072465warp9EPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12fold6_kernelPKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))fold6_kernel)), 0U);}
# 13 "v001237.cu"
static void fold6_kernel( const float *__cuda_0)
# 14 "v001237.cu"
{__device_stub__Z12fold6_kernelPKf( __cuda_0);



}
# 1 "v001237.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh13_kernelPiPKfhPKi( int *__par0,  const float *__par1,  unsigned char __par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, const float *, unsigned char, const int *))weigh13_kernel)), 0U); }
# 34 "v001237.cu"
void weigh13_kernel( int *__cuda_0,const float *__cuda_1,unsigned char __cuda_2,const int *__cuda_3)
# 35 "v001237.cu"
{__device_stub__Z14weigh13_kernelPiPKfhPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v001237.cu"
}
# 1 "v001237.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay20ji( unsigned __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, int))decay20)), 0U); }
# 44 "v001237.cu"
void decay20( unsigned __cuda_0,int __cuda_1)
# 45 "v001237.cu"
{__device_stub__Z7decay20ji( __cuda_0,__cuda_1);
# 57 "v001237.cu"
}
# 1 "v001237.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__cd8cde1f_10_v001237_cu_fc8072465warp9EPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))_NV_ANON_NAMESPACE::warp9)), 0U); }
# 21 "v001237.cu"
void _NV_ANON_NAMESPACE::warp9( int *__cuda_0)
# 22 "v001237.cu"
{__device_stub__ZN43_GLOBAL__N__cd8cde1f_10_v001237_cu_fc8072465warp9EPi( __cuda_0);
# 31 "v001237.cu"
}
# 1 "v001237.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))_NV_ANON_NAMESPACE::warp9), _ZN43_GLOBAL__N__cd8cde1f_10_v001237_cu_fc8072465warp9EPi, 512); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, int))decay20), _Z7decay20ji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const float *, unsigned char, const int *))weigh13_kernel), _Z14weigh13_kernelPiPKfhPKi, 32); __cudaRegisterEntry(__T3, ((void ( *)(const float *))fold6_kernel), _Z12fold6_kernelPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
