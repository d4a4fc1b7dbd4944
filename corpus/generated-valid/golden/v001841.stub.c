#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001841.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13merge8_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather23fPKiPiS0_(float, const int *, idx21_t *__restrict__, const idx21_t *);
static void __device_stub__Z7blend15IfEvT_(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13merge8_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))merge8_kernel)), 0U);}
# 19 "v001841.cu"
void merge8_kernel( int __cuda_0)
# 19 "v001841.cu"
{__device_stub__Z13merge8_kerneli( __cuda_0);
# 27 "v001841.cu"
}
# 1 "v001841.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather23fPKiPiS0_( float __par0,  const int *__par1,  idx21_t *__restrict__ __par2,  const idx21_t *__par3) {  idx21_t *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, const int *, idx21_t *__restrict__, const idx21_t *))gather23)), 0U); }
# 45 "v001841.cu"
void gather23( float __cuda_0,const int *__cuda_1,::idx21_t *__restrict__ __cuda_2,const ::idx21_t *__cuda_3)
# 45 "v001841.cu"
{__device_stub__Z8gather23fPKiPiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 51 "v001841.cu"
}
# 1 "v001841.cudafe1.stub.c"
static void __device_stub__Z7blend15IfEvT_( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))blend15<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend15<float>( float &__cuda_0){__device_stub__Z7blend15IfEvT_( (float &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float))blend15<float> ), _Z7blend15IfEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, const int *, idx21_t *__restrict__, const idx21_t *))gather23), _Z8gather23fPKiPiS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))merge8_kernel), merge8_kernel, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_sweep22,::c_sweep22), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
