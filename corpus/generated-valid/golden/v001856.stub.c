#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001856.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_drift7Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_blend8Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather23PKh(const unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__5beb6fbc_10_v001856_cu_621836179stencil16EPiPhb(int *__restrict__, unsigned char *, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_drift7Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))map_drift7)), 0U);}
# 16 "v001856.cu"
void map_drift7( unsigned *__cuda_0,int __cuda_1)
# 16 "v001856.cu"
{__device_stub__Z10map_drift7Pji( __cuda_0,__cuda_1); }
# 1 "v001856.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_blend8Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_blend8)), 0U); }
# 17 "v001856.cu"
void map_blend8( double *__cuda_0,int __cuda_1)
# 17 "v001856.cu"
{__device_stub__Z10map_blend8Pdi( __cuda_0,__cuda_1); }
# 1 "v001856.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather23PKh( const unsigned char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned char *))gather23)), 0U); }
# 46 "v001856.cu"
void gather23( const unsigned char *__cuda_0)
# 46 "v001856.cu"
{__device_stub__Z8gather23PKh( __cuda_0);



}
# 1 "v001856.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__5beb6fbc_10_v001856_cu_621836179stencil16EPiPhb( int *__restrict__ __par0,  unsigned char *__par1,  bool __par2) {  int *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned char *, bool))_NV_ANON_NAMESPACE::stencil16)), 0U); }
# 37 "v001856.cu"
void _NV_ANON_NAMESPACE::stencil16( int *__restrict__ __cuda_0,unsigned char *__cuda_1,bool __cuda_2)
# 37 "v001856.cu"
{__device_stub__ZN43_GLOBAL__N__5beb6fbc_10_v001856_cu_621836179stencil16EPiPhb( __cuda_0,__cuda_1,__cuda_2);
# 43 "v001856.cu"
}
# 1 "v001856.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int *__restrict__, unsigned char *, bool))_NV_ANON_NAMESPACE::stencil16), _ZN43_GLOBAL__N__5beb6fbc_10_v001856_cu_621836179stencil16EPiPhb, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const unsigned char *))gather23), _Z8gather23PKh, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(double *, int))map_blend8), _Z10map_blend8Pdi, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(unsigned *, int))map_drift7), _Z10map_drift7Pji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
