#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001624.fatbin.c"
static void __device_stub__Z6sift19aPiiPf(signed char, int *, int, float *);
static void __device_stub__Z6tile25IiEvPKT_Pt(const int *, unsigned short *);
static void __device_stub__Z7shade39IiLi5EEvPT_(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6sift19aPiiPf(signed char __par0, int *__par1, int __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(signed char, int *, int, float *))sift19)), 0U);}
# 30 "v001624.cu"
static void sift19( signed char __cuda_0,int *__cuda_1,int __cuda_2,float *__cuda_3)
# 30 "v001624.cu"
{__device_stub__Z6sift19aPiiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v001624.cu"
}
# 1 "v001624.cudafe1.stub.c"
static void __device_stub__Z6tile25IiEvPKT_Pt( const int *__par0,  unsigned short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned short *))tile25<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile25<int>( const int *&__cuda_0,unsigned short *&__cuda_1){__device_stub__Z6tile25IiEvPKT_Pt( (const int *&)__cuda_0,(unsigned short *&)__cuda_1);}
static void __device_stub__Z7shade39IiLi5EEvPT_( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))shade39<int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade39<int,5>( int *&__cuda_0){__device_stub__Z7shade39IiLi5EEvPT_( (int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T14) {  __nv_dummy_param_ref(__T14); __nv_save_fatbinhandle_for_managed_rt(__T14); __cudaRegisterEntry(__T14, ((void ( *)(int *))shade39<int, (int)5> ), _Z7shade39IiLi5EEvPT_, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(const int *, unsigned short *))tile25<int> ), _Z6tile25IiEvPKT_Pt, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(signed char, int *, int, float *))sift19), _Z6sift19aPiiPf, (-1)); __cudaRegisterVariable(__T14, __shadow_var(d_fold38,::d_fold38), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
