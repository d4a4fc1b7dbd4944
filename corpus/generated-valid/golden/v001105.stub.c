#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001105.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__a6b11eea_10_v001105_cu_fdc7109c8reduce11EibPKm(int, bool, const unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu3314weigh35_kernelEPfjPKiS2_(float *, unsigned, const idx23_t *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__a6b11eea_10_v001105_cu_fdc7109c8reduce11EibPKm(int __par0, bool __par1, const unsigned long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, bool, const unsigned long *))_NV_ANON_NAMESPACE::reduce11)), 0U);}
# 32 "v001105.cu"
void _NV_ANON_NAMESPACE::reduce11( int __cuda_0,bool __cuda_1,const unsigned long *__cuda_2)
# 33 "v001105.cu"
{__device_stub__ZN43_GLOBAL__N__a6b11eea_10_v001105_cu_fdc7109c8reduce11EibPKm( __cuda_0,__cuda_1,__cuda_2);
# 45 "v001105.cu"
}
# 1 "v001105.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu3314weigh35_kernelEPfjPKiS2_( float *__par0,  unsigned __par1,  const idx23_t *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, unsigned, const idx23_t *, const int *))gpu33::weigh35_kernel)), 0U); }
# 82 "v001105.cu"
void gpu33::weigh35_kernel( float *__cuda_0,unsigned __cuda_1,const ::idx23_t *__cuda_2,const int *__cuda_3)
# 83 "v001105.cu"
{__device_stub__ZN5gpu3314weigh35_kernelEPfjPKiS2_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 97 "v001105.cu"
}
# 1 "v001105.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(float *, unsigned, const idx23_t *, const int *))gpu33::weigh35_kernel), _ZN5gpu3314weigh35_kernelEPfjPKiS2_, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(int, bool, const unsigned long *))_NV_ANON_NAMESPACE::reduce11), _ZN43_GLOBAL__N__a6b11eea_10_v001105_cu_fdc7109c8reduce11EibPKm, (-1)); __cudaRegisterVariable(__T11, __shadow_var(d_lerp24,::d_lerp24), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
