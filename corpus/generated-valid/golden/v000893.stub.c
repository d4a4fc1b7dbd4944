#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000893.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12warp9_kerneliPKii(int, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump30_kernels(short);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally37_kernel6Node17PlPKfi(const struct Node17&, long *, const float *, int);
static void __device_stub__Z13rank22_kernelIjfEvPKT0_S0_S2_6Node17(const float *, float, const float *, const struct Node17&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12warp9_kerneliPKii(int __par0, const int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const int *, int))warp9_kernel)), 0U);}
# 28 "v000893.cu"
void warp9_kernel( int __cuda_0,const int *__cuda_1,int __cuda_2)
# 29 "v000893.cu"
{__device_stub__Z12warp9_kerneliPKii( __cuda_0,__cuda_1,__cuda_2);
# 38 "v000893.cu"
}
# 1 "v000893.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bump30_kernels( short __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(short))bump30_kernel)), 0U); }
# 61 "v000893.cu"
void bump30_kernel( short __cuda_0)
# 62 "v000893.cu"
{__device_stub__Z13bump30_kernels( __cuda_0);
# 76 "v000893.cu"
}
# 1 "v000893.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally37_kernel6Node17PlPKfi( const struct Node17&__par0,  long *__par1,  const float *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaSetupArgSimple(__par2, 24UL); __cudaSetupArgSimple(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(const struct Node17, long *, const float *, int))tally37_kernel)), 0U); }
# 79 "v000893.cu"
void tally37_kernel( const struct ::Node17 __cuda_0,long *__cuda_1,const float *__cuda_2,int __cuda_3)
# 80 "v000893.cu"
{__device_stub__Z14tally37_kernel6Node17PlPKfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 87 "v000893.cu"
}
# 1 "v000893.cudafe1.stub.c"
static void __device_stub__Z13rank22_kernelIjfEvPKT0_S0_S2_6Node17( const float *__par0,  float __par1,  const float *__par2,  const struct Node17&__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArg(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, float, const float *, const struct Node17))rank22_kernel<unsigned int, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_rank22_kernel<unsigned,float>( const float *&__cuda_0,float &__cuda_1,const float *&__cuda_2,const struct ::Node17 &__cuda_3){__device_stub__Z13rank22_kernelIjfEvPKT0_S0_S2_6Node17( (const float *&)__cuda_0,(float &)__cuda_1,(const float *&)__cuda_2,(struct ::Node17 &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, float, const float *, const struct Node17))rank22_kernel<unsigned int, float> ), _Z13rank22_kernelIjfEvPKT0_S0_S2_6Node17, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const struct Node17, long *, const float *, int))tally37_kernel), _Z14tally37_kernel6Node17PlPKfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(short))bump30_kernel), _Z13bump30_kernels, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *, int))warp9_kernel), _Z12warp9_kerneliPKii, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
