#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000722.fatbin.c"
static void __device_stub__Z6clamp3Pl(long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_reduce47Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_lerp48Pfi(float *, int);
static void __device_stub__Z6fuse32IlLi7EEvPKT_(const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6clamp3Pl(long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long *))clamp3)), 0U);}
# 8 "v000722.cu"
static void clamp3( long *__cuda_0)
# 8 "v000722.cu"
{__device_stub__Z6clamp3Pl( __cuda_0);
# 20 "v000722.cu"
}
# 1 "v000722.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_reduce47Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_reduce47)), 0U); }
# 79 "v000722.cu"
void map_reduce47( double *__cuda_0,int __cuda_1)
# 79 "v000722.cu"
{__device_stub__Z12map_reduce47Pdi( __cuda_0,__cuda_1); }
# 1 "v000722.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_lerp48Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_lerp48)), 0U); }
# 80 "v000722.cu"
void map_lerp48( float *__cuda_0,int __cuda_1)
# 80 "v000722.cu"
{__device_stub__Z10map_lerp48Pfi( __cuda_0,__cuda_1); }
# 1 "v000722.cudafe1.stub.c"
static void __device_stub__Z6fuse32IlLi7EEvPKT_( const long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const long *))fuse32<long, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse32<long,7>( const long *&__cuda_0){__device_stub__Z6fuse32IlLi7EEvPKT_( (const long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const long *))fuse32<long, (int)7> ), _Z6fuse32IlLi7EEvPKT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, int))map_lerp48), _Z10map_lerp48Pfi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(double *, int))map_reduce47), _Z12map_reduce47Pdi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(long *))clamp3), _Z6clamp3Pl, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_shade45,::c_shade45), 0, 64UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
