#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000137.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split6_kernelfPKii(float, const int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp18PKfxPiS1_(const float *, long long, int *, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather26Pfj(float *, unsigned);
static void __device_stub__Z6sift12IiLi7EEvT_i(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13split6_kernelfPKii(float __par0, const int *__restrict__ __par1, int __par2){ const int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float, const int *__restrict__, int))split6_kernel)), 0U);}
# 18 "v000137.cu"
void split6_kernel( float __cuda_0,const int *__restrict__ __cuda_1,int __cuda_2)
# 19 "v000137.cu"
{__device_stub__Z13split6_kernelfPKii( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000137.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp18PKfxPiS1_( const float *__par0,  long long __par1,  int *__par2,  int *__restrict__ __par3) {  int *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, long long, int *, int *__restrict__))lerp18)), 0U); }
# 36 "v000137.cu"
void lerp18( const float *__cuda_0,long long __cuda_1,int *__cuda_2,int *__restrict__ __cuda_3)
# 37 "v000137.cu"
{__device_stub__Z6lerp18PKfxPiS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v000137.cu"
}
# 1 "v000137.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather26Pfj( float *__par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, unsigned))gather26)), 0U); }
# 47 "v000137.cu"
void gather26( float *__cuda_0,unsigned __cuda_1)
# 48 "v000137.cu"
{__device_stub__Z8gather26Pfj( __cuda_0,__cuda_1);
# 55 "v000137.cu"
}
# 1 "v000137.cudafe1.stub.c"
static void __device_stub__Z6sift12IiLi7EEvT_i( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))sift12<int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift12<int,7>( int &__cuda_0,int &__cuda_1){__device_stub__Z6sift12IiLi7EEvT_i( (int &)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, int))sift12<int, (int)7> ), _Z6sift12IiLi7EEvT_i, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, unsigned))gather26), _Z8gather26Pfj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *, long long, int *, int *__restrict__))lerp18), _Z6lerp18PKfxPiS1_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, const int *__restrict__, int))split6_kernel), _Z13split6_kernelfPKii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
