#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001057.fatbin.c"
typedef util23::Op24 _ZN6util234Op24E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z7reduce7i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot50Pi(idx15_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util2314decay27_kernelENS_4Op24Eif( _ZN6util234Op24E, idx15_t, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern377scale39Eii(idx15_t, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern3714drift44_kernelEPfPKfPKm(float *, const float *, const size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7reduce7i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))reduce7)), 0U);}
# 8 "v001057.cu"
void reduce7( int __cuda_0)
# 8 "v001057.cu"
{__device_stub__Z7reduce7i( __cuda_0);
# 18 "v001057.cu"
}
# 1 "v001057.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot50Pi( idx15_t *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(idx15_t *))pivot50)), 0U); }
# 77 "v001057.cu"
void pivot50( ::idx15_t *__cuda_0)
# 77 "v001057.cu"
{__device_stub__Z7pivot50Pi( __cuda_0);
# 93 "v001057.cu"
}
# 1 "v001057.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util2314decay27_kernelENS_4Op24Eif(  _ZN6util234Op24E __par0,  idx15_t __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)( _ZN6util234Op24E, idx15_t, float))util23::decay27_kernel)), 0U); }
# 44 "v001057.cu"
void util23::decay27_kernel(  _ZN6util234Op24E __cuda_0,::idx15_t __cuda_1,float __cuda_2)
# 44 "v001057.cu"
{__device_stub__ZN6util2314decay27_kernelENS_4Op24Eif( __cuda_0,__cuda_1,__cuda_2);
# 51 "v001057.cu"
}
# 1 "v001057.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern377scale39Eii( idx15_t __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(idx15_t, int))kern37::scale39)), 0U); }
# 62 "v001057.cu"
void kern37::scale39( ::idx15_t __cuda_0,int __cuda_1)
# 62 "v001057.cu"
{__device_stub__ZN6kern377scale39Eii( __cuda_0,__cuda_1);



}
# 1 "v001057.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern3714drift44_kernelEPfPKfPKm( float *__par0,  const float *__par1,  const size_t *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, const float *, const size_t *))kern37::drift44_kernel)), 0U); }
# 68 "v001057.cu"
void kern37::drift44_kernel( float *__cuda_0,const float *__cuda_1,const ::size_t *__cuda_2)
# 68 "v001057.cu"
{__device_stub__ZN6kern3714drift44_kernelEPfPKfPKm( __cuda_0,__cuda_1,__cuda_2);
# 74 "v001057.cu"
}
# 1 "v001057.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *, const float *, const size_t *))kern37::drift44_kernel), _ZN6kern3714drift44_kernelEPfPKfPKm, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(idx15_t, int))kern37::scale39), _ZN6kern377scale39Eii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)( _ZN6util234Op24E, idx15_t, float))util23::decay27_kernel), _ZN6util2314decay27_kernelENS_4Op24Eif, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(idx15_t *))pivot50), _Z7pivot50Pi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))reduce7), _Z7reduce7i, 128); __cudaRegisterVariable(__T4, __shadow_var(_ZN6kern379c_clamp38E,::kern37::c_clamp38), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
