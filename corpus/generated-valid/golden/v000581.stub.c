#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000581.fatbin.c"
static void __device_stub__Z6weigh9PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick25fPmi(float, size_t *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias31_kerneliPdi(int, double *, int);
static void __device_stub__Z6kick14IlLi4EEvT_i(long, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6weigh9PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))weigh9)), 0U);}
# 14 "v000581.cu"
static void weigh9( const int *__cuda_0)
# 15 "v000581.cu"
{__device_stub__Z6weigh9PKi( __cuda_0);



}
# 1 "v000581.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick25fPmi( float __par0,  size_t *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, size_t *, int))kick25)), 0U); }
# 47 "v000581.cu"
void kick25( float __cuda_0,::size_t *__cuda_1,int __cuda_2)
# 48 "v000581.cu"
{__device_stub__Z6kick25fPmi( __cuda_0,__cuda_1,__cuda_2);
# 58 "v000581.cu"
}
# 1 "v000581.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias31_kerneliPdi( int __par0,  double *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, double *, int))bias31_kernel)), 0U); }
# 60 "v000581.cu"
void bias31_kernel( int __cuda_0,double *__cuda_1,int __cuda_2)
# 61 "v000581.cu"
{__device_stub__Z13bias31_kerneliPdi( __cuda_0,__cuda_1,__cuda_2);
# 70 "v000581.cu"
}
# 1 "v000581.cudafe1.stub.c"
static void __device_stub__Z6kick14IlLi4EEvT_i( long __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, int))kick14<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kick14<long,4>( long &__cuda_0,int &__cuda_1){__device_stub__Z6kick14IlLi4EEvT_i( (long &)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(long, int))kick14<long, (int)4> ), _Z6kick14IlLi4EEvT_i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, double *, int))bias31_kernel), _Z13bias31_kerneliPdi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float, size_t *, int))kick25), _Z6kick25fPmi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const int *))weigh9), _Z6weigh9PKi, 64UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
