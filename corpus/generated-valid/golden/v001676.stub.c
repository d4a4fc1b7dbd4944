#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001676.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13count3_kernelPKihPi(const int *, unsigned char, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter31_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend36_kerneliPKfi5Axis8(int, const float *, int, enum Axis8);
static void __device_stub__Z13warp13_kernelIiEvT_PtiPKS0_(int, unsigned short *, int, const int *);
static void __device_stub__Z6lerp20IiLi7EEvPKT_PS0_S3_(const int *, int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13count3_kernelPKihPi(const int *__par0, unsigned char __par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, unsigned char, int *))count3_kernel)), 0U);}
# 8 "v001676.cu"
void count3_kernel( const int *__cuda_0,unsigned char __cuda_1,int *__cuda_2)
# 8 "v001676.cu"
{__device_stub__Z13count3_kernelPKihPi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001676.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15filter31_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))filter31_kernel)), 0U); }
# 55 "v001676.cu"
void filter31_kernel( int __cuda_0)
# 55 "v001676.cu"
{__device_stub__Z15filter31_kerneli( __cuda_0);
# 63 "v001676.cu"
}
# 1 "v001676.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14blend36_kerneliPKfi5Axis8( int __par0,  const float *__par1,  int __par2,  enum Axis8 __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int, const float *, int, enum Axis8))blend36_kernel)), 0U); }
# 65 "v001676.cu"
void blend36_kernel( int __cuda_0,const float *__cuda_1,int __cuda_2,enum ::Axis8 __cuda_3)
# 65 "v001676.cu"
{__device_stub__Z14blend36_kerneliPKfi5Axis8( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 73 "v001676.cu"
}
# 1 "v001676.cudafe1.stub.c"
static void __device_stub__Z13warp13_kernelIiEvT_PtiPKS0_( int __par0,  unsigned short *__par1,  int __par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, unsigned short *, int, const int *))warp13_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_warp13_kernel<int>( int &__cuda_0,unsigned short *&__cuda_1,int &__cuda_2,const int *&__cuda_3){__device_stub__Z13warp13_kernelIiEvT_PtiPKS0_( (int &)__cuda_0,(unsigned short *&)__cuda_1,(int &)__cuda_2,(const int *&)__cuda_3);}
static void __device_stub__Z6lerp20IiLi7EEvPKT_PS0_S3_( const int *__par0,  int *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, int *))lerp20<int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_lerp20<int,7>( const int *&__cuda_0,int *&__cuda_1,int *&__cuda_2){__device_stub__Z6lerp20IiLi7EEvPKT_PS0_S3_( (const int *&)__cuda_0,(int *&)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const int *, int *, int *))lerp20<int, (int)7> ), _Z6lerp20IiLi7EEvPKT_PS0_S3_, 256); __cudaRegisterEntry(__T6, ((void ( *)(int, unsigned short *, int, const int *))warp13_kernel<int> ), _Z13warp13_kernelIiEvT_PtiPKS0_, 32); __cudaRegisterEntry(__T6, ((void ( *)(int, const float *, int, enum Axis8))blend36_kernel), _Z14blend36_kerneliPKfi5Axis8, 32); __cudaRegisterEntry(__T6, ((void ( *)(int))filter31_kernel), _Z15filter31_kerneli, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *, unsigned char, int *))count3_kernel), _Z13count3_kernelPKihPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
