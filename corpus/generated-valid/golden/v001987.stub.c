#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001987.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14update7_kernelPKfPKddf(const float *, const double *, double, float);
static void __device_stub__Z6warp25jif(unsigned, int, float);
static void __device_stub__ZN6kern146warp15EPiPhPKm(int *, unsigned char *, const size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14update7_kernelPKfPKddf(const float *__par0, const double *__par1, double __par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, const double *, double, float))update7_kernel)), 0U);}
# 17 "v001987.cu"
void update7_kernel( const float *__cuda_0,const double *__cuda_1,double __cuda_2,float __cuda_3)
# 17 "v001987.cu"
{__device_stub__Z14update7_kernelPKfPKddf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001987.cudafe1.stub.c"
static void __device_stub__Z6warp25jif( unsigned __par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, int, float))warp25)), 0U); }
# 38 "v001987.cu"
static void warp25( unsigned __cuda_0,int __cuda_1,float __cuda_2)
# 38 "v001987.cu"
{__device_stub__Z6warp25jif( __cuda_0,__cuda_1,__cuda_2);
# 52 "v001987.cu"
}
# 1 "v001987.cudafe1.stub.c"
static void __device_stub__ZN6kern146warp15EPiPhPKm( int *__par0,  unsigned char *__par1,  const size_t *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, unsigned char *, const size_t *))kern14::warp15)), 0U); }
# 23 "v001987.cu"
static void kern14::warp15( int *__cuda_0,unsigned char *__cuda_1,const ::size_t *__cuda_2)
# 23 "v001987.cu"
{__device_stub__ZN6kern146warp15EPiPhPKm( __cuda_0,__cuda_1,__cuda_2);
# 33 "v001987.cu"
}
# 1 "v001987.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, unsigned char *, const size_t *))kern14::warp15), _ZN6kern146warp15EPiPhPKm, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, int, float))warp25), _Z6warp25jif, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const double *, double, float))update7_kernel), _Z14update7_kernelPKfPKddf, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_split24,::c_split24), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
